import numpy as np

HIDDEN = 8


class Session:
    def __init__(self, session_id):
        self.session_id = session_id
        self.state = np.zeros(HIDDEN, dtype=np.float32)
        self.events = 0
