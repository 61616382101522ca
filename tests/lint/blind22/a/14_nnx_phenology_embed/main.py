import jax
import jax.numpy as jnp
import numpy as np
import optax
from flax import nnx

from model import YieldNowcaster
from phenology import stage_for_week

N_BANDS = 6  # sentinel-2 style reflectances


@nnx.jit
def train_step(model, optimizer, bands, yields):
    def loss_fn(m):
        return jnp.mean((m(bands) - yields) ** 2)

    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss


def weekly_scenes(rng, n_fields=32):
    bands = rng.uniform(0, 0.6, size=(n_fields, N_BANDS)).astype(np.float32)
    yields = (4.0 + 6.0 * bands[:, 3] - 2.0 * bands[:, 2]).astype(np.float32)
    return bands, yields


def main():
    rng = np.random.default_rng(0)
    model = YieldNowcaster(N_BANDS, n_stages=4, rngs=nnx.Rngs(0))
    optimizer = nnx.Optimizer(model, optax.adam(1e-2), wrt=nnx.Param)
    for week in range(10):
        model.stage.value = jnp.array(stage_for_week(week), dtype=jnp.int32)
        bands, yields = weekly_scenes(rng)
        loss = train_step(model, optimizer, bands, yields)
        print(f"week {week} stage {stage_for_week(week)} loss {float(loss):.3f}")


if __name__ == "__main__":
    main()
