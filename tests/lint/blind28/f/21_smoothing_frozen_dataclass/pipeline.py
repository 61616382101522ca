from filters import SmoothingSpec, smooth_keypoints


def preprocess(clip, window=5, mode="gaussian"):
    return smooth_keypoints(clip, spec=SmoothingSpec(window=window, mode=mode))
