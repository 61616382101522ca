from gru import stream_chunk


class OnlineDetector:
    def __init__(self, params):
        self.params = params
        self.state = None

    def push(self, chunk):
        self.state, scores = stream_chunk(self.params, chunk, self.state)
        return scores
