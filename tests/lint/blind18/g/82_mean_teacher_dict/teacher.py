import jax


class MeanTeacher:
    """Teacher weights are an EMA of the student's, refreshed at the end of each epoch."""

    def __init__(self, student_params, momentum=0.9):
        self.params = student_params
        self.momentum = momentum

    def on_epoch_end(self, student_params):
        m = self.momentum
        self.params = jax.tree_util.tree_map(lambda t, s: m * t + (1 - m) * s, self.params, student_params)
