import equinox as eqx
import jax

N_IMPORTS, N_FAMILIES = 64, 5


class FamilyHead(eqx.Module):
    l1: eqx.nn.Linear
    l2: eqx.nn.Linear

    def __init__(self, key):
        k1, k2 = jax.random.split(key)
        self.l1 = eqx.nn.Linear(N_IMPORTS, 32, key=k1)
        self.l2 = eqx.nn.Linear(32, N_FAMILIES, key=k2)

    def __call__(self, x, act):
        return self.l2(act(self.l1(x)))
