import jax
from data import make_split, shuffled_batches
from model import tx, dystocia_step, dystocia_auc_proxy

# calving difficulty from heifer pelvic area, sire EPD, gestation length, etc.
(xt, yt), (xv, yv) = make_split()
k1, k2 = jax.random.split(jax.random.PRNGKey(0))
p = {"w1": jax.random.normal(k1, (8, 16)) * 0.3, "w2": jax.random.normal(k2, (16,)) * 0.3}
s = tx.init(p)
for epoch in range(9):
    for xb, yb in shuffled_batches(xt, yt, 48, epoch):
        p, s, loss = dystocia_step(p, s, xb, yb)
    if epoch % 3 == 2:
        print("epoch", epoch, "val AUC", round(float(dystocia_auc_proxy(p, xv, yv)), 3))
