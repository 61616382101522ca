import haiku as hk
import jax

def forward(x, is_training):
    h = hk.Linear(32)(x)
    h = hk.BatchNorm(create_scale=True, create_offset=True, decay_rate=0.9)(h, is_training)
    return hk.Linear(1)(jax.nn.relu(h))[:, 0]

demand_net = hk.without_apply_rng(hk.transform_with_state(forward))
