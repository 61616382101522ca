import numpy as np

from mastery import uniform_prior, posterior_update, expected_mastery


class ClassTracker:
    def __init__(self, q_matrix):
        self.q = np.asarray(q_matrix, np.float32)
        self.state = uniform_prior(self.q.shape[1])

    def observe(self, responses):
        self.state = posterior_update(np.asarray(responses, np.float32), self.q, self.state)

    @property
    def mastery(self):
        return np.asarray(expected_mastery(self.state))
