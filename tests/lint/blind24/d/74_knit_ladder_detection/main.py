import numpy as np

from detector import ladder_run_score
from tiling import TileReader

rng = np.random.default_rng(74)
reader = TileReader(tile=24)
for panel in range(3):
    h, w = rng.integers(60, 100), rng.integers(80, 130)
    scan = (0.5 + 0.1 * np.sin(np.arange(w) * 1.3)[None, :] + rng.normal(0, 0.03, (h, w))).astype(np.float32)
    scan[:, w // 2] -= 0.3 * (panel == 1)
    scores = [float(ladder_run_score(t)) for _, t in reader.tiles(scan)]
    print(f"panel {panel} ({h}x{w}): max ladder score {max(scores):.2f} over {len(scores)} tiles")
