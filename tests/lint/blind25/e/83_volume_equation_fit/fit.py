from volume import volume_loss_grad

def fit(b, data, lr=0.05, epochs=5, weights=None):
    for epoch in range(epochs):
        for dbh, h, vol in data:
            l, g = volume_loss_grad(b, dbh, h, vol, sample_weight=weights)
            b = b - lr * g
    return b, l
