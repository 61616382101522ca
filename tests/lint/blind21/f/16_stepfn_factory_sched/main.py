import flax.linen as nn
import jax
import jax.numpy as jnp
import numpy as np

from steps import make_train_step

OBS, ACT, CHUNK, BATCH = 10, 4, 8, 32
BASE_LR, DECAY, STEPS_PER_EPOCH = 1e-2, 0.5, 3


class ChunkHead(nn.Module):
    @nn.compact
    def __call__(self, obs):
        h = nn.relu(nn.Dense(128)(obs))
        return nn.Dense(CHUNK * ACT)(h)


def main():
    model = ChunkHead()
    params = model.init(jax.random.PRNGKey(0), jnp.zeros((1, OBS)))
    rng = np.random.default_rng(0)
    opt_state = None
    for epoch in range(4):
        tx, train_step = make_train_step(model.apply, CHUNK, BASE_LR, DECAY, STEPS_PER_EPOCH)
        if opt_state is None:
            opt_state = tx.init(params)
        for _ in range(STEPS_PER_EPOCH):
            obs = rng.normal(size=(BATCH, OBS)).astype(np.float32)
            actions = rng.normal(size=(BATCH, CHUNK, ACT)).astype(np.float32)
            params, opt_state, loss = train_step(params, opt_state, obs, actions)
        print(epoch, float(loss))


if __name__ == "__main__":
    main()
