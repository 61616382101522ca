import numpy as np

from postprocess import decode_detections


def recall_at_iou(pred_boxes, pred_scores, gt_boxes, iou_thresh=0.5):
    pred = np.asarray(pred_boxes)[np.asarray(pred_scores) > 0]
    if len(pred) == 0:
        return 0.0
    lt = np.maximum(gt_boxes[:, None, :2], pred[None, :, :2])
    rb = np.minimum(gt_boxes[:, None, 2:], pred[None, :, 2:])
    inter = np.prod(np.clip(rb - lt, 0, None), -1)
    area = lambda b: np.prod(b[:, 2:] - b[:, :2], -1)
    iou = inter / (area(gt_boxes)[:, None] + area(pred)[None] - inter)
    return float((iou.max(1) >= iou_thresh).mean())


def evaluate(head_fn, dataset, anchors):
    recalls = []
    for image, gt_boxes in dataset:
        cls_logits, deltas = head_fn(image)
        boxes, scores, _ = decode_detections(cls_logits, deltas, anchors, score_thresh=0.3)
        recalls.append(recall_at_iou(boxes, scores, gt_boxes))
    return float(np.mean(recalls))
