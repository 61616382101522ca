from flax import nnx

from model import trained_state


@nnx.jit
def serve(model, x):
    return model(x)


class HotSwapServer:
    def __init__(self, model):
        self.model = model
        self.checkpoint_step = None

    def load(self, step):
        nnx.update(self.model, trained_state(step))
        self.checkpoint_step = step

    def predict(self, x):
        return serve(self.model, x)
