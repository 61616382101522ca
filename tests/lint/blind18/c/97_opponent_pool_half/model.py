import flax.linen as nn
import jax


class DotsPolicy(nn.Module):
    edges: int = 24

    @nn.compact
    def __call__(self, x):
        x = nn.tanh(nn.Dense(32)(x))
        return nn.Dense(self.edges)(x)


policy = DotsPolicy()
policy_logits = jax.jit(policy.apply)
