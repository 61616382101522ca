from losses import multires_loss
from stft import RESOLUTIONS, stft_mag


def validation_loss(pred, target):
    pred_specs = tuple(stft_mag(pred, n, h) for n, h in RESOLUTIONS)
    target_specs = tuple(stft_mag(target, n, h) for n, h in RESOLUTIONS)
    return float(multires_loss(pred_specs, target_specs))
