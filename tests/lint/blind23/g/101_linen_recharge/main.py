from functools import partial

import jax
import jax.numpy as jnp
import numpy as np

from model import RechargeNet


@partial(jax.jit, static_argnums=(0,))
def annual_recharge(net, params, x):
    return net.apply(params, x).sum()


def main():
    rng = np.random.default_rng(2)
    params = RechargeNet().init(jax.random.PRNGKey(1), np.zeros((1, 4), np.float32))
    for aquifer in ["chalk", "greensand", "limestone", "sandstone"]:
        x = rng.normal(size=(12, 4)).astype(np.float32)
        total = annual_recharge(RechargeNet(hidden=24, out_scale=100.0), params, x)
        print(f"{aquifer:>10}: recharge {float(total):.1f} mm/yr")


if __name__ == "__main__":
    main()
