import haiku as hk
import jax


def forward(x):
    mlp = hk.Sequential([hk.Linear(32), jax.nn.relu, hk.Linear(3)])
    return mlp(x)
