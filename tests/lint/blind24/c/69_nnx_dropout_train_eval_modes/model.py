from flax import nnx


class ScheduleAdherence(nnx.Module):
    def __init__(self, rngs):
        self.fc1 = nnx.Linear(8, 32, rngs=rngs)
        self.drop = nnx.Dropout(0.2, rngs=rngs)
        self.fc2 = nnx.Linear(32, 1, rngs=rngs)

    def __call__(self, x):
        return self.fc2(self.drop(nnx.relu(self.fc1(x))))[:, 0]
