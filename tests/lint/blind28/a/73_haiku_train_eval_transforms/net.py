import haiku as hk
import jax


def make_net(is_training):
    def forward(x):
        h = hk.Linear(48)(x)
        h = hk.BatchNorm(create_scale=True, create_offset=True, decay_rate=0.9)(h, is_training=is_training)
        h = jax.nn.relu(h)
        return hk.Linear(1)(h)[:, 0]
    return hk.without_apply_rng(hk.transform_with_state(forward))


train_net = make_net(True)
eval_net = make_net(False)
