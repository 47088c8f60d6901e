def card_table(lang): return ""
