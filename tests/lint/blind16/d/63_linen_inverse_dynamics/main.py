import jax
import jax.numpy as jnp
import numpy as np
import optax
from flax.training import train_state

from model import InverseDynamics, train_step

S, A, B = 6, 2, 32
LR_BY_EPOCH = [1e-3, 5e-4, 2.5e-4]


def sample(rng):
    s = rng.normal(size=(B, S)).astype(np.float32)
    a = rng.uniform(-1, 1, size=(B, A)).astype(np.float32)
    s_next = s + 0.1 * np.tile(a, (1, S // A))
    return s, s_next.astype(np.float32), a


def main():
    rng = np.random.default_rng(0)
    model = InverseDynamics(A)
    params = model.init(jax.random.PRNGKey(0), jnp.zeros((1, S)), jnp.zeros((1, S)))
    state = train_state.TrainState.create(apply_fn=model.apply, params=params,
                                          tx=optax.adam(LR_BY_EPOCH[0]))
    for epoch, lr in enumerate(LR_BY_EPOCH):
        state = state.replace(tx=optax.adam(lr))
        for _ in range(4):
            state, loss = train_step(state, *sample(rng))
        print(epoch, lr, float(loss))


if __name__ == "__main__":
    main()
