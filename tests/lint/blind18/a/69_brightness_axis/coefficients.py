import numpy as np

# Landsat 8 OLI tasseled cap brightness coefficients (B2..B7)
OLI_BRIGHTNESS = np.array([0.3029, 0.2786, 0.4733, 0.5599, 0.508, 0.1872], dtype=np.float32)


def fitted_brightness(reference_pixels):
    """Brightness axis fitted to a local reference set (first principal component)."""
    centered = reference_pixels - reference_pixels.mean(axis=0)
    _, _, vt = np.linalg.svd(centered, full_matrices=False)
    axis = vt[0] * np.sign(vt[0].sum())
    return axis.astype(np.float32)


def brightness_coefficients(scene_idx, reference_pixels):
    if scene_idx % 2 == 0:
        return OLI_BRIGHTNESS
    return fitted_brightness(reference_pixels)
