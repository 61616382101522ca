import numpy as np

from palette import N_COLOURS, extract_palette

# per-design separation settings from the print studio
DESIGN_SETTINGS = {
    "paisley": {"iters": 12}, "houndstooth": {"iters": 4}, "tropical_floral": {"iters": 20},
    "gingham": {"iters": 4}, "camouflage": {"iters": 8}, "ikat": {"iters": 12},
}

rng = np.random.default_rng(47)
for design, settings in DESIGN_SETTINGS.items():
    pixels = rng.random((400, 3)).astype(np.float32)
    init = pixels[rng.choice(400, N_COLOURS, replace=False)]
    centres = extract_palette(pixels, init, n_iters=settings["iters"])
    print(design, np.round(np.asarray(centres[0]), 2))
