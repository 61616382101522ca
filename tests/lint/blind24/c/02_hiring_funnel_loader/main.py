import jax
from data import make_applicants, ApplicantLoader
from model import init, tx, funnel_update

feats, stage = make_applicants(1000)
loader = ApplicantLoader(feats, stage, batch_size=96)
params = init(jax.random.PRNGKey(0), feats.shape[1])
opt_state = tx.init(params)

for epoch in range(4):
    total, nb = 0.0, 0
    for xb, sb in loader:
        params, opt_state, loss = funnel_update(params, opt_state, xb, sb)
        total += float(loss)
        nb += 1
    print(epoch, total / nb)
