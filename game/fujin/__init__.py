"""式神符陣 (Shikigami Fujin): ``rules/`` (pure Python) and ``table/`` (pygame)."""
