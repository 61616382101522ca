class TrainConfig:
    def __init__(self, lr=0.1, l2=1e-4, dropout=0.1):
        self.lr = lr
        self.l2 = l2
        self.dropout = dropout

    def with_updates(self, **kw):
        d = dict(self.__dict__)
        d.update(kw)
        return TrainConfig(**d)
