# source: an evaluation helper whose factory calls the training factory, once per evaluation
# jax-compiles: train_step=3
# lint: JC101@10
import jax.numpy as jnp
from x_train import make_eval_step

w = jnp.ones(3)
losses = []
for _epoch in range(3):
    evaluate = make_eval_step()
    losses.append(evaluate(w, jnp.ones(3)))
