class BestKeeper:
    def __init__(self, patience=2):
        self.best_loss = float("inf")
        self.best_params = None
        self.bad_epochs = 0
        self.patience = patience

    def update(self, loss, params):
        if loss < self.best_loss:
            self.best_loss, self.best_params, self.bad_epochs = loss, params, 0
            return params
        self.bad_epochs += 1
        if self.bad_epochs >= self.patience:
            self.bad_epochs = 0
            return self.best_params
        return params
