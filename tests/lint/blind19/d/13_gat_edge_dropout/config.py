import dataclasses


@dataclasses.dataclass(frozen=True)
class GATConfig:
    hidden: int = 16
    heads: int = 2
    n_classes: int = 3
    edge_dropout: float = 0.5
    edge_dropout_decay: float = 0.8

    def next_epoch(self):
        return dataclasses.replace(self, edge_dropout=self.edge_dropout * self.edge_dropout_decay)
