import jax.numpy as jnp
import flax.linen as nn


class Teacher(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Conv(16, (3, 3))(x))
        x = nn.relu(nn.Conv(16, (3, 3))(x))
        return nn.Dense(10)(jnp.mean(x, axis=(1, 2)))


class Student(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Conv(4, (3, 3))(x))
        return nn.Dense(10)(jnp.mean(x, axis=(1, 2)))
