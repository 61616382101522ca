import numpy as np

from recogniser import line_logits


class TranscriptionEditor:
    """Page-level transcription with per-line re-recognition after manual correction."""

    def __init__(self, params, page_lines):
        self.params = params
        self.lines = page_lines
        self.codes = np.array(line_logits(params, page_lines).argmax(-1))

    def rerun_line(self, i, corrected_image):
        self.lines[i] = corrected_image
        self.codes[i] = np.asarray(line_logits(self.params, corrected_image[None]).argmax(-1))[0]
