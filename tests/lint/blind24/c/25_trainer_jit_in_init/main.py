from data import SickDaysData
from trainer import Trainer

data = SickDaysData()
trainer = Trainer(n_features=5)
for epoch in range(5):
    loss = trainer.fit_epoch(data.batches(100))
    print(epoch, round(loss, 4))
