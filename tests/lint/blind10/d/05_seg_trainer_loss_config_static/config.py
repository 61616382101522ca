class LossConfig:
    def __init__(self, num_classes, ignore_index=255, dice_weight=0.5):
        self.num_classes = num_classes
        self.ignore_index = ignore_index
        self.dice_weight = dice_weight

    def __repr__(self):
        return (f"LossConfig(num_classes={self.num_classes}, "
                f"ignore_index={self.ignore_index}, dice_weight={self.dice_weight})")
