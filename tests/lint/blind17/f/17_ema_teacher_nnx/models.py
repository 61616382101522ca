import jax
import jax.numpy as jnp
from flax import nnx


class Encoder(nnx.Module):
    def __init__(self, din, dh, dout, *, rngs: nnx.Rngs):
        self.fc1 = nnx.Linear(din, dh, rngs=rngs)
        self.fc2 = nnx.Linear(dh, dout, rngs=rngs)

    def __call__(self, x):
        return self.fc2(nnx.relu(self.fc1(x)))


class StudentTeacher(nnx.Module):
    def __init__(self, din, dh, dout, *, rngs: nnx.Rngs):
        self.student = Encoder(din, dh, dout, rngs=rngs)
        self.teacher = Encoder(din, dh, dout, rngs=rngs)
        self.num_updates = 0

    def update_teacher(self, base_decay=0.996):
        self.num_updates += 1
        decay = jnp.minimum(base_decay, (1.0 + self.num_updates) / (10.0 + self.num_updates))
        s_state = nnx.state(self.student, nnx.Param)
        t_state = nnx.state(self.teacher, nnx.Param)
        new_t = jax.tree_util.tree_map(lambda t, s: decay * t + (1 - decay) * s, t_state, s_state)
        nnx.update(self.teacher, new_t)
