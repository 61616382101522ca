import jax
import jax.numpy as jnp


class Callback:
    def on_step_end(self, step, state):
        pass


class GradNormLogger(Callback):
    def __init__(self, every=1):
        self.every = every
        self.history = []

    def on_step_end(self, step, state):
        if step % self.every:
            return
        norm_fn = jax.jit(lambda tree: jnp.sqrt(sum(jnp.sum(g ** 2) for g in jax.tree_util.tree_leaves(tree))))
        self.history.append(float(norm_fn(state["grads"])))


class LossPrinter(Callback):
    def on_step_end(self, step, state):
        print(f"step {step}: loss {float(state['loss']):.4f}")
