import equinox as eqx
import jax
import jax.numpy as jnp


class CalibrationCallback:
    def __init__(self, x_val, y_val):
        self.x_val = x_val
        self.y_val = y_val
        self.history = []

    def on_epoch_end(self, epoch, model):
        @eqx.filter_jit
        def calibration_error(m, x, y):
            p = jax.nn.sigmoid(jax.vmap(m)(x)[:, 0])
            bins = jnp.clip((p * 5).astype(jnp.int32), 0, 4)
            conf = jax.ops.segment_sum(p, bins, 5) / jnp.maximum(jax.ops.segment_sum(jnp.ones_like(p), bins, 5), 1)
            acc = jax.ops.segment_sum(y, bins, 5) / jnp.maximum(jax.ops.segment_sum(jnp.ones_like(p), bins, 5), 1)
            return jnp.mean(jnp.abs(conf - acc))
        self.history.append(float(calibration_error(model, self.x_val, self.y_val)))
        print(f"epoch {epoch}: ECE {self.history[-1]:.3f}")
