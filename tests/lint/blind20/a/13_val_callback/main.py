import flax.linen as nn
import jax
import numpy as np

from callbacks import ValidationCallback
from steps import compute_metrics, create_state, train_step

B, A, H, F = 4, 5, 8, 12


class MLPDecoder(nn.Module):
    @nn.compact
    def __call__(self, past):
        x = past.reshape(past.shape[:2] + (-1,))
        x = nn.gelu(nn.Dense(64)(x))
        return nn.Dense(F * 2)(x).reshape(past.shape[:2] + (F, 2))


def synthetic_batch(rng):
    traj = np.cumsum(rng.normal(size=(B, A, H + F, 2)), axis=2).astype(np.float32)
    mask = (rng.random((B, A)) > 0.2).astype(np.float32)
    return {"past": traj[:, :, :H], "future": traj[:, :, H:], "mask": mask}


def main():
    rng = np.random.default_rng(0)
    val = [synthetic_batch(rng) for _ in range(2)]
    callback = ValidationCallback(val)
    state = create_state(MLPDecoder(), jax.random.PRNGKey(0), val[0]["past"])
    for step in range(6):
        batch = synthetic_batch(rng)
        state, loss = train_step(state, batch)
        train_fde = compute_metrics(state, batch)["fde"]
        callback.on_step_end(step, state)
        print(step, float(loss), float(train_fde))
    print("val fde", callback.history)


if __name__ == "__main__":
    main()
