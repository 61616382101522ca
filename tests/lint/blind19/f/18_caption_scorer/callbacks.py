import numpy as np


class RetrievalEval:
    def __init__(self, predict_fn, every, frames, caption_ids):
        self.predict_fn = predict_fn
        self.every = every
        self.frames = frames
        self.caption_ids = caption_ids
        self.history = []

    def __call__(self, step, params):
        if step % self.every:
            return
        scores = self.predict_fn(params, self.frames)
        top1 = np.asarray(scores.argmax(axis=-1))
        self.history.append(float((top1 == self.caption_ids).mean()))
