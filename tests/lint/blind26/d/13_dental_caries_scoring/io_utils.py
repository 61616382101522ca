import numpy as np


def read_dicom_like(seed):
    rng = np.random.default_rng(seed)
    return rng.integers(0, 4096, size=(64, 64), dtype=np.uint16)


def read_png_like(seed):
    rng = np.random.default_rng(seed)
    return rng.integers(0, 256, size=(64, 64), dtype=np.uint8)


def study_images():
    files = ["a.dcm", "b.png", "c.dcm", "d.png", "e.png"]
    for i, f in enumerate(files):
        if f.endswith(".dcm"):
            yield f, read_dicom_like(i)
        else:
            yield f, read_png_like(i)
