from losses import multires_loss
from stft import multires


def validation_loss(pred, target):
    return float(multires_loss(multires(pred), multires(target)))
