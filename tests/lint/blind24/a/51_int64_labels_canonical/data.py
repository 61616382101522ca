import numpy as np

CLASSES = ["healthy", "coccidiosis", "necrotic enteritis", "salmonellosis"]


def load_fecal_images(site, n=64, seed=0):
    """Precomputed features of broiler faecal images with diagnosis labels."""
    rng = np.random.default_rng(seed)
    feats = rng.normal(size=(n, 16)).astype(np.float32)
    labels = rng.integers(0, len(CLASSES), n)
    if site == "lab":
        labels = labels.astype(np.int32)
    return feats, labels
