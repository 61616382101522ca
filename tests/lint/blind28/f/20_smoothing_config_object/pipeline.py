from filters import SmoothingConfig, smooth_trajectory


def preprocess(clip, window=5):
    return smooth_trajectory(clip, SmoothingConfig(window=window))
