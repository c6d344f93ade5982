//! The widgets' tests.

mod shorten_tests {
    use super::super::shorten_middle;

    #[test]
    fn an_id_is_cut_in_the_middle_and_keeps_both_ends() {
        let id = "3f2a9c1e-77b0-4c1d-9a2e-8e41b07c55d2";
        let short = shorten_middle(id, 13);
        assert_eq!(short, "3f2a9c…7c55d2");
        assert_eq!(short.chars().count(), 13);
        assert!(short.starts_with("3f2a9c") && short.ends_with("7c55d2"), "{short}");
        assert_eq!(shorten_middle(id, 100), id, "room enough: whole");
        assert_eq!(shorten_middle("é€ü漢字かな", 5), "é€…かな", "characters, not bytes");
    }
}

mod widgets {
    use super::super::*;
    use egui::accesskit::Role;
    use egui_kittest::kittest::Queryable;

    fn with_icons(harness: &mut egui_kittest::Harness<'_>) {
        theme::install(&harness.ctx);
        harness.run();
        assert!(icons_loaded(&harness.ctx), "the icon font is loaded");
    }

    #[test]
    fn an_icon_button_is_named_by_its_words_alone() {
        let mut harness = egui_kittest::Harness::new_ui(|ui| {
            icon_button(ui, theme::icon::REGISTER, "Register patient");
            icon_button_enabled(ui, false, theme::icon::SEND, "Send invitation");
        });
        with_icons(&mut harness);
        harness.get_by_role_and_label(Role::Button, "Register patient");
        harness.get_by_role_and_label(Role::Button, "Send invitation");
    }

    #[test]
    fn a_status_chip_and_a_field_message_read_as_their_words() {
        let tr = Translator::new(crate::i18n::Language::English);
        let words = tr.msg(&service::no_status());
        let mut harness = egui_kittest::Harness::new_ui(move |ui| {
            status_chip(ui, &tr, None);
            field_message(ui, "Enter the first name.");
        });
        with_icons(&mut harness);
        for text in [words.as_str(), "Enter the first name."] {
            let found = harness.query_all(
                egui_kittest::kittest::By::new()
                    .predicate(|node| node.role() == Role::Label && node.value().as_deref() == Some(text)),
            );
            assert_eq!(found.count(), 1, "{text}");
        }
    }
}
