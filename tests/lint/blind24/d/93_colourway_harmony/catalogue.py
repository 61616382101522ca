import numpy as np


def styles_with_colourways(n_styles=8, seed=93):
    rng = np.random.default_rng(seed)
    for s in range(n_styles):
        n_cw = int(rng.integers(2, 6))
        swatch_rgb = rng.random((n_cw, 3)).astype(np.float32)
        yield f"style_{s}", swatch_rgb
