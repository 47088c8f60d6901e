"""ジントリガー (Zin Trigger, by サイ・コンジャリング): ``rules/`` (pure Python); the table comes later."""
