import jax
from model import init, opt, fault_step
from noc_data import alarm_batches

params = init(jax.random.PRNGKey(0))
opt_state = opt.init(params)
for i, batch in enumerate(alarm_batches(20)):
    params, opt_state, l = fault_step(params, opt_state, batch)
    if i % 5 == 0:
        print(i, float(l))
