import numpy as np

N_DISP, N_SPAT = 300, 25


def spatial_profile(center=12.0, width=2.0):
    y = np.arange(N_SPAT)
    prof = np.exp(-0.5 * ((y - center) / width) ** 2)
    return np.tile(prof, (N_DISP, 1)).astype(np.float32)


def long_slit_frame(spectrum, rng, read_noise=5.0, sky=20.0):
    prof = spatial_profile()
    prof = prof / prof.sum(1, keepdims=True)
    model = spectrum[:, None] * prof + sky
    frame = rng.poisson(model) + rng.normal(0, read_noise, model.shape)
    var = model + read_noise ** 2
    return (frame - sky).astype(np.float32), var.astype(np.float32)
