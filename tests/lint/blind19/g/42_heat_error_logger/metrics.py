import jax
import jax.numpy as jnp


def relative_l2(pred, ref):
    return jnp.linalg.norm(pred - ref) / jnp.linalg.norm(ref)


class ErrorLogger:
    def __init__(self, apply_fn, x_test, t_test, u_exact):
        self.apply_fn = apply_fn
        self.x_test, self.t_test, self.u_exact = x_test, t_test, u_exact
        self.log = []
        self._evaluate = jax.jit(self._error)

    def _error(self, params):
        return relative_l2(self.apply_fn(params, self.x_test, self.t_test), self.u_exact)

    def on_epoch_end(self, epoch, params):
        self.log.append((epoch, float(self._evaluate(params))))
