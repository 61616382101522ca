import jax.numpy as jnp
import optax
from flax import nnx


@nnx.jit
def eval_logloss(model, x, y):
    return optax.sigmoid_binary_cross_entropy(model(x), y).mean()


class MatchValidation:
    def __init__(self, matches):
        self.matches = matches

    def __call__(self, epoch, model):
        losses = [float(eval_logloss(model, x, y)) for x, y in self.matches]
        print(f"epoch {epoch}: val logloss per match {[round(l, 3) for l in losses]}")
