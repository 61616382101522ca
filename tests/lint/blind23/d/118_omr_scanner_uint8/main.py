import numpy as np

from omr import read_bubbles
from scanners import scan_tray, N_Q, N_OPT

rng = np.random.default_rng(0)
answer_key = rng.integers(0, N_OPT, N_Q).astype(np.int32)
for tray, scanner in enumerate(["modern", "legacy", "modern", "legacy"]):
    sheets = scan_tray(scanner, 30, rng)
    score, amb = read_bubbles(sheets, answer_key)
    print(f"tray {tray} ({scanner}): mean score {float(score.mean()):.1f}/{N_Q}, ambiguous marks {int(amb.sum())}")
