import equinox as eqx
import jax
import numpy as np

from model import SkillNet
from train import opt, skill_update, bump


def main():
    rng = np.random.default_rng(0)
    model = SkillNet(40, 8, jax.random.PRNGKey(0))
    opt_state = opt.init(eqx.filter(model, eqx.is_array))
    for step in range(6):
        a = rng.integers(0, 40, 64).astype(np.int32)
        b = rng.integers(0, 40, 64).astype(np.int32)
        y = rng.integers(0, 2, 64).astype(np.float32)
        model, opt_state, loss = skill_update(model, opt_state, a, b, y)
        model = bump(model)
    print(model.updates_seen, float(loss))


if __name__ == "__main__":
    main()
