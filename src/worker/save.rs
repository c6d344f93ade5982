//! Saving a file the user asked for (the PDF summary, a day list's results): where, by the
//! save dialog or the Documents folder, then written atomically off the async threads.

use super::*;

/// Where to save (the dialog, or the Documents folder), then the atomic write of `bytes(&file)`
/// off the async threads. `Ok(None)`: the user closed the dialog. The PDF summary and a day
/// list's results are saved so.
pub(super) async fn save_file<F: Send + 'static>(
    dialog: &dyn SaveDialog,
    documents: Option<PathBuf>,
    destination: SaveDestination,
    offer: &crate::export::SaveOffer,
    file: F,
    bytes: fn(&F) -> &[u8],
) -> Result<Option<PathBuf>, ExportError> {
    let chosen = match destination {
        SaveDestination::AskUser => dialog.choose(offer).await,
        // Never replaces a file there: write_atomically picks "name (2).pdf".
        SaveDestination::DocumentsFolder => {
            let folder = documents.ok_or_else(ExportError::no_documents_folder)?;
            Some(ChosenPath { path: folder.join(&offer.name), overwrite_confirmed: false })
        }
    };
    let Some(chosen) = chosen else { return Ok(None) };
    tokio::task::spawn_blocking(move || {
        crate::export::write_atomically(&chosen.path, bytes(&file), chosen.overwrite_confirmed)
    })
    .await
    .unwrap_or_else(|_| Err(ExportError::task_stopped(ExportProblem::SaveInterrupted)))
    .map(Some)
}
