import numpy as np

from renderer import CaptionRenderer


def render_job(job):
    renderer = CaptionRenderer()
    widths = np.array([len(w) * 1.5 for w in job["text"].split()], np.float32)
    widths = np.resize(widths, 8)
    return renderer.rasterize(widths, job["line_y"])
